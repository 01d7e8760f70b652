// Palabras del chat entre la gente del estacionamiento (panel de /operators y cajón del operador), en tú;
// chat.en.ts en el mismo orden.
const chatEs = {
  'chat.attach': 'Enviar una foto',
  'chat.close': 'Cerrar el chat',
  'chat.delivered': 'Entregado',
  'chat.discard': 'Descartar',
  'chat.drawer': 'Chat',
  'chat.drawerTitle': 'Chat del estacionamiento',
  'chat.empty': 'Aún no hay mensajes. ¡Saluda!',
  'chat.failed': 'No entregado',
  'chat.image': 'Foto',
  'chat.imageChosen': 'Foto lista para enviar: {{name}}',
  'chat.imageRemove': 'Quitar la foto',
  'chat.loadFailed': 'No se pudo leer el chat',
  'chat.loading': 'Cargando el chat…',
  'chat.message': 'Mensaje',
  'chat.messages': 'Mensajes con {{name}}',
  'chat.noPeople': 'No hay nadie más en este estacionamiento con quien hablar.',
  'chat.older': 'Ver mensajes anteriores',
  'chat.offline': 'Desconectado',
  'chat.online': 'En línea',
  'chat.people': 'Personas',
  'chat.pick': 'Elige a alguien para conversar.',
  'chat.placeholder': 'Escribe un mensaje (Enter envía, Mayús+Enter salta de línea)',
  'chat.resend': 'Reenviar',
  'chat.retry': 'Reintentar',
  'chat.self': 'Eres tú: elige a otra persona para conversar.',
  'chat.send': 'Enviar',
  'chat.sending': 'Enviando…',
  'chat.title': 'Chat',
  'chat.tooLong': 'Máximo {{max}} caracteres.',
  'chat.unread': { one: '{{count}} mensaje sin leer', other: '{{count}} mensajes sin leer' },
  'chat.you': 'Tú',
};

export type ChatMessageKey = keyof typeof chatEs;
export default chatEs;
