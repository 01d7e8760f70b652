// English words of the chat between a lot's people (the /operators panel and the operator's drawer), in
// chat.es.ts's order.
import type chatEs from './chat.es';
import type { Translation } from './dictionary';
const chatEn: Translation<typeof chatEs> = {
  'chat.attach': 'Send a picture',
  'chat.close': 'Close the chat',
  'chat.delivered': 'Delivered',
  'chat.discard': 'Discard',
  'chat.drawer': 'Chat',
  'chat.drawerTitle': "The lot's chat",
  'chat.empty': 'No messages yet. Say hello!',
  'chat.failed': 'Not delivered',
  'chat.image': 'Picture',
  'chat.imageChosen': 'Picture ready to send: {{name}}',
  'chat.imageRemove': 'Remove the picture',
  'chat.loadFailed': 'The chat could not be read',
  'chat.loading': 'Loading the chat…',
  'chat.message': 'Message',
  'chat.messages': 'Messages with {{name}}',
  'chat.noPeople': 'There is nobody else in this lot to talk to.',
  'chat.older': 'Show older messages',
  'chat.offline': 'Offline',
  'chat.online': 'Online',
  'chat.people': 'People',
  'chat.pick': 'Choose someone to talk to.',
  'chat.placeholder': 'Write a message (Enter sends, Shift+Enter adds a line)',
  'chat.resend': 'Send again',
  'chat.retry': 'Retry',
  'chat.self': 'This is you: choose someone else to talk to.',
  'chat.send': 'Send',
  'chat.sending': 'Sending…',
  'chat.title': 'Chat',
  'chat.tooLong': 'At most {{max}} characters.',
  'chat.unread': { one: '{{count}} unread message', other: '{{count}} unread messages' },
  'chat.you': 'You',
};
export default chatEn;
