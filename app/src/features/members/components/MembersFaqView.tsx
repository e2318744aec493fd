// /members/MembersFaq: the membership's questions, each opening its answer (server HTML) in place.
import { QueryState } from '../../../components/QueryState/QueryState';
import { queryStatus } from '../../../components/QueryState/queryStatus';
import { Section } from '../../../components/Section/Section';
import { ServerHtml } from '../../../components/ServerHtml/ServerHtml';
import { useMemberInfoQuery } from '../api/member';
import { BackToMembers } from './BackToMembers';
import './members.css';

export function MembersFaqView() {
  const info = useMemberInfoQuery();
  const faqs = info.data?.faqs ?? [];
  return (
    <QueryState {...queryStatus(info)} isEmpty={info.isSuccess && faqs.length === 0} emptyText="暂无常见问题">
      <div className="mh-members" data-state="ready">
        <Section level={1} title="常见问题">
          <ul className="mh-members-faq" aria-label="常见问题">
            {faqs.map((f) => (
              <li key={f.question}>
                <details>
                  <summary>{f.question}</summary>
                  <ServerHtml html={f.answer} />
                </details>
              </li>
            ))}
          </ul>
        </Section>
        <Section>
          <BackToMembers />
        </Section>
      </div>
    </QueryState>
  );
}
