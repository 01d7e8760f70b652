// Spanish words of the command palette (src/ui/shell/palette, issue 21 item 2).
const paletteEs = {
  'palette.open': 'Buscar',
  'palette.openHint': 'Abre la paleta de comandos (Ctrl+K)',
  'palette.title': 'Paleta de comandos',
  'palette.search': 'Busca pantallas, estacionamientos, pensiones, placas o boletos',
  'palette.placeholder': 'Pantalla, estacionamiento, pensión, placa, teléfono o boleto',
  'palette.screens': 'Pantallas',
  'palette.screensOf': 'Pantallas de {{module}}',
  'palette.needsPlace': 'Elige primero un estacionamiento o una tienda',
  'palette.lots': 'Estacionamientos',
  'palette.activeLot': 'Activo',
  'palette.pensions': 'Pensiones',
  'palette.openVisits': 'Visitas abiertas',
  'palette.recentVisits': 'Visitas recientes',
  'palette.ticket': 'Boleto {{id}}',
  'palette.entered': 'Entró {{at}}',
  'palette.paid': 'Pagó {{amount}} · entró {{at}}',
  'palette.searching': 'Buscando en {{lot}}…',
  'palette.failed': 'No se pudo buscar: {{message}}',
  'palette.retry': 'Buscar otra vez',
  'palette.hint': 'Escribe 2 caracteres o más para buscar pensiones y visitas en {{lot}}.',
  'palette.nothing': 'Nada coincide con tu búsqueda.',
};
export default paletteEs;
export type PaletteMessageKey = keyof typeof paletteEs;
