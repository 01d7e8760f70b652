// Toasts (spec 1 §2.6, §9): 7500 ms by default, top centre unless asked to stack at the bottom, optionally
// with a link to a route. The error notice of the shared handler is a bottom-centre warning for 4.5 s.
import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { ReactNode } from 'react';
import { navigate } from 'wouter/use-browser-location';

export const TOAST_MS = 7500;
export const ERROR_NOTICE_MS = 4500;
export const GENERIC_NOTICE_MS = 7000;

export type ToastOptions = {
  message: ReactNode;
  title?: ReactNode;
  color?: string;
  /** Where the toast stacks: top centre by default. */
  stack?: 'top' | 'bottom';
  autoClose?: number | false;
  link?: { to: string; label: string };
  id?: string;
};

export function showToast({ message, title, color, stack = 'top', autoClose = TOAST_MS, link, id }: ToastOptions): string {
  const body = link ? (
    <Stack gap={4}>
      <Text size="sm">{message}</Text>
      <Anchor size="sm" href={link.to} onClick={(e) => { e.preventDefault(); navigate(link.to); }}>
        {link.label}
      </Anchor>
    </Stack>
  ) : message;
  return notifications.show({
    id,
    title,
    message: body,
    color,
    autoClose,
    position: stack === 'top' ? 'top-center' : 'bottom-center',
  });
}

export function showErrorNotice(message: string): string {
  return showToast({ message, color: 'yellow', stack: 'bottom', autoClose: ERROR_NOTICE_MS });
}

/** A notice that stays until acted on, with one action button (the new-version snackbar). */
export function showActionNotice(id: string, message: string, action: string, onAction: () => void): string {
  return notifications.show({
    id,
    autoClose: false,
    position: 'bottom-center',
    message: (
      <Group justify="space-between" wrap="nowrap">
        <Text size="sm">{message}</Text>
        <Button size="xs" onClick={onAction}>{action}</Button>
      </Group>
    ),
  });
}
