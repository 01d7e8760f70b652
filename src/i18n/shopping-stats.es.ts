// Spanish words of the shopping statistics: the shop's (/dashboard for the owner and a manager) and the
// salesman's history (/history).
const shoppingStatsEs = {
  'stats.title': 'Estadísticas',
  'stats.historyTitle': 'Tu historial',
  'stats.period': 'Periodo',
  'stats.period.day': 'Hoy',
  'stats.period.week': '7 días',
  'stats.period.month': '30 días',
  'stats.forStore': 'Tienda',
  'stats.noStore': 'Elige una tienda para ver tu historial.',
  'stats.received': 'Solicitudes recibidas',
  'stats.answered': 'Respondidas',
  'stats.offers': 'Ofertas',
  'stats.accepted': 'Aceptadas',
  'stats.won': 'Ganadas',
  'stats.sales': 'Ventas',
  'stats.reply': 'Tiempo de respuesta (mediana)',
  'stats.credits': 'Créditos gastados',
  'stats.replyValue': '{{minutes}} min {{seconds}} s',
  'stats.noValue': '—',
  'stats.series': 'Ofertas y ventas',
  'stats.byStore': 'Por tienda',
  'stats.bySalesman': 'Por vendedor',
  'stats.column.store': 'Tienda',
  'stats.column.salesman': 'Vendedor',
  'stats.noSalesmen': 'Tus tiendas aún no tienen vendedores.',
  'stats.loadFailed': 'No se pudieron leer las estadísticas.',
  'stats.refreshFailed': 'No se pudieron actualizar; ves las cifras anteriores.',
  'stats.zone': 'Días y horas de {{zone}}; se actualiza en vivo.',
};
export default shoppingStatsEs;
export type ShoppingStatsMessageKey = keyof typeof shoppingStatsEs;
