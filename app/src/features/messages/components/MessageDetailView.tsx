// /message/detail/{id}: one message — title, category, when, and its content — opened straight from
// the address (a deep link needs no list). Opening an unread message marks it read, once; the list
// and counts then show it read. An unknown id says so, with the way back to the message centre.
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { QueryState } from '../../../components/QueryState/QueryState';
import { EmptyState } from '../../../components/QueryState/EmptyState';
import { queryStatus } from '../../../components/QueryState/queryStatus';
import { useMarkMessagesReadMutation, useMessageDetailQuery } from '../api/messages';
import { isNotFound } from '../lib/notFound';
import { useInMirror, useMessageIndexHref } from '../lib/useMessageIndexHref';
import { MessageContent } from './MessageContent';
import './messages.css';

function BackToIndex({ to }: { to: string }) {
  return (
    <Link className="mh-button mh-button--primary" to={to}>
      返回消息中心
    </Link>
  );
}

export function MessageDetailView({ id }: { id?: string }) {
  const indexHref = useMessageIndexHref();
  const inMirror = useInMirror();
  const detail = useMessageDetailQuery(id ?? skipToken);
  const [markRead] = useMarkMessagesReadMutation();
  const marked = useRef<string | null>(null);
  const message = detail.data;
  useEffect(() => {
    if (!message || message.read || marked.current === message.id) return;
    marked.current = message.id;
    void markRead({ id: message.id });
  }, [message, markRead]);

  if (!id || isNotFound(detail.error))
    return (
      <EmptyState
        title="未找到这条消息"
        description={id ? '消息可能已被删除，请回到消息中心查看' : '没有指定要查看的消息'}
      >
        <BackToIndex to={indexHref} />
      </EmptyState>
    );
  return (
    <QueryState {...queryStatus(detail)} isEmpty={!message} emptyText="未找到这条消息">
      {message ? (
        <article className="mh-msg-detail" data-state="ready">
          <h1 className="mh-msg-detail-title">{message.title}</h1>
          <p className="mh-msg-detail-meta">
            <span>{message.typeName}</span>
            <time dateTime={message.createTime.replace(' ', 'T')}>{message.createTime.slice(0, 16)}</time>
          </p>
          <MessageContent html={message.content} inMirror={inMirror} />
          <Link className="mh-button mh-button--block mh-msg-detail-back" to={indexHref}>
            返回消息中心
          </Link>
        </article>
      ) : null}
    </QueryState>
  );
}
