import './NotificationBanner.css';

export interface NotificationBannerProps {
  content: string;
  tone?: 'info' | 'success' | 'error';
}

export function NotificationBanner({ content, tone = 'info' }: NotificationBannerProps) {
  return (
    <div
      className={`mh-notification mh-notification--${tone}`}
      role="status"
      aria-live="polite"
      data-notification=""
    >
      {content}
    </div>
  );
}
