// The official account's WeChat user and binding for this session (GET /__sim/official-account), and
// whether WeChat's authorize step comes back as a snapshot-page visit (PUT {snapshot}). Read again
// each time the phone's page moves (a sign-in or a bind changes what it shows).
import { useEffect, useState } from 'react';
import type { OfficialAccountAnswer } from '../../shared/control-api/features';
import { control } from '../api';
import { officialAccountLines } from './official-account-summary';

export function OfficialAccountPanel({ session, route }: { session: string; route: string }) {
  const [account, setAccount] = useState<OfficialAccountAnswer | null>(null);
  const [notice, setNotice] = useState('');

  useEffect(() => {
    control('GET /official-account', { query: { session } }).then(setAccount, () => undefined);
  }, [session, route]);

  async function chooseSnapshot(snapshot: boolean) {
    try {
      // The answer is the whole state again: the lines above refresh from it.
      setAccount(await control('PUT /official-account', { query: { session }, body: { snapshot } }));
      setNotice(snapshot ? '授权将以快照页访问返回 (is_snapshotuser=1)' : '授权将正常返回');
    } catch (e) {
      setNotice(e instanceof Error ? e.message : String(e));
    }
  }

  return (
    <details className="panel">
      <summary>
        <h2>公众号 Official account</h2>
      </summary>
      {account ? (
        <ul className="checks">
          {officialAccountLines(account).map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      ) : null}
      <label className="inline">
        <input
          type="checkbox"
          checked={account?.snapshot ?? false}
          onChange={(e) => void chooseSnapshot(e.target.checked)}
        />
        快照页访问 (is_snapshotuser=1)
      </label>
      {notice ? <p className="result">{notice}</p> : null}
    </details>
  );
}
