// Spanish words of the salesman open to requests (spec 1 §2.3, §4, §8): the sidebar link, the toggle modal and
// the desktop notifications.
const salesmanOnlineEs = {
  'online.link': 'Abierto a solicitudes',
  'online.title': 'Recibir solicitudes',
  'online.statusOnline': 'En línea',
  'online.statusOffline': 'Fuera de línea',
  'online.onlineFor': 'Recibes las solicitudes de {{store}}.',
  'online.offlineNow': 'No estás recibiendo solicitudes.',
  'online.switch': 'Recibir solicitudes de clientes',
  'online.checking': 'Revisando tu estado…',
  'online.goingOnline': 'Conectando…',
  'online.goingOffline': 'Desconectando…',
  'online.failed': 'No pudiste conectarte',
  'online.retry': 'Reintentar',
  'online.dismiss': 'Cerrar aviso',
  'online.noStore': 'Error LogIn(id)',
  'online.noSupport': 'Este navegador no admite notificaciones de escritorio',
  'online.notAllowed': 'Requiere activar las notificaciones',
  'online.newRequest': 'Nueva solicitud de un cliente',
  'online.newRequestBody': 'Abre Shopping to go para responderla.',
  'online.closeHint': 'Si cierras todas las pestañas de la consola o cierras sesión, dejas de recibir solicitudes.',
};

export type SalesmanOnlineMessageKey = keyof typeof salesmanOnlineEs;
export default salesmanOnlineEs;
