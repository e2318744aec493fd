// The thing asked for does not exist (the server's 1004): its message and the way on, no 重试.
import { Link } from 'react-router-dom';
import { EmptyState } from '../../../components/QueryState/EmptyState';
import { errorMessage } from '../../../components/QueryState/errorMessage';
import './mall.css';

export interface NotFoundProps {
  title: string;
  error: unknown;
  to: string;
  linkText: string;
}

export function NotFound({ title, error, to, linkText }: NotFoundProps) {
  return (
    <div className="mh-mall">
      <EmptyState title={title} description={errorMessage(error)}>
        <Link className="mh-button mh-button--primary" to={to}>
          {linkText}
        </Link>
      </EmptyState>
    </div>
  );
}
