import type { ReactNode } from 'react';
import { Icon } from './Icon.js';

export type AlertType = 'info' | 'success' | 'warning' | 'error';

export interface AlertProps {
  type?: AlertType;
  title?: ReactNode;
  children?: ReactNode;
  /** Extra class, e.g. a page's own hook for tests. */
  className?: string;
  id?: string;
}

/**
 * An inline message with the flash message's look (FlashMessage is the dismissable, HTML-text
 * variant). Errors are announced at once (role alert), the others politely (role status).
 */
export function Alert({ type = 'info', title, children, className, id }: AlertProps) {
  return (
    <div
      id={id}
      className={`flash-message flash-${type} ds-alert${className ? ` ${className}` : ''}`}
      role={type === 'error' ? 'alert' : 'status'}
    >
      <Icon name={type === 'error' ? 'Close' : 'Bell'} size={24} />
      <div className="flash-body">
        {title && <p className="flash-title">{title}</p>}
        {children}
      </div>
    </div>
  );
}
