import { useTranslation } from 'react-i18next';
import type { TicketStatus } from '@contract/support';
import { Badge } from '@/components/ui/badge';

const VARIANT = { open: 'outline', answered: 'success', closed: 'secondary' } as const;

/** Open, answered or closed, in the interface language (the admin's Support tab shows the same). */
export function TicketStatusBadge({ status }: { status: TicketStatus }) {
  const { t } = useTranslation('help');
  return <Badge variant={VARIANT[status]}>{t(`status.${status}`)}</Badge>;
}
