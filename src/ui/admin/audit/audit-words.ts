// Who an audit entry names, in words: the user, else the kind of caller (a customer, a lot's device, a visitor).
import type { AuditEntry } from '../../../contracts/audit.struct';
import { t } from '../../../i18n/i18n';

export const whoDid = (entry: Pick<AuditEntry, 'user_name' | 'actor' | 'customer_id'>): string => {
  if (entry.user_name !== null) return entry.user_name;
  if (entry.actor === 'customer') return t('audit.actor.customer', { id: entry.customer_id ?? '-' });
  return t(`audit.actor.${entry.actor}`);
};
