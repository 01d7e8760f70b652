// Whether the browser may show desktop notifications to the salesman open to requests (spec 1 §4, §8): asked once,
// when the salesman goes online. Showing one, and the new-request sound, are the view's (src/ui/components/request-alert.ts).
export type NotificationPermission = 'granted' | 'denied' | 'unsupported';

/** 'unsupported': no Notification API; otherwise the user's answer, asked when not given yet. */
export async function notificationPermission(): Promise<NotificationPermission> {
  if (typeof window === 'undefined' || !('Notification' in window)) return 'unsupported';
  const current = window.Notification.permission;
  const answer = current === 'default' ? await window.Notification.requestPermission() : current;
  return answer === 'granted' ? 'granted' : 'denied';
}
