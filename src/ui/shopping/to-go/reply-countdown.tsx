// The reply time remaining of an open request (spec 3 §3 Offer), counted down each second.
import { Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { timeLeft } from '../../../domain/time/time-left';
import { useTranslate } from '../../../i18n/use-translate';

export function ReplyCountdown({ expiresAt, size = 'sm' }: { expiresAt: string; size?: 'xs' | 'sm' }) {
  const { t } = useTranslate();
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 1000);
    return () => clearInterval(timer);
  }, []);
  const left = timeLeft(expiresAt, now);
  return (
    <Text size={size} c={left ? undefined : 'dimmed'} data-testid="reply-countdown">
      {left ? t('toGo.timeLeft', { left }) : t('toGo.timeUp')}
    </Text>
  );
}
