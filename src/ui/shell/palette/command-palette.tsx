// The command palette (issue 21 item 2): Ctrl+K or Cmd+K anywhere (and the header's Search button) opens it.
// It jumps to any screen of the user's menus (every module they have: the nexo admin's module tabs, else their
// own module, as the sidebar reads them), makes any of their lots the active one (as the lot picker does), and
// finds the active lot's pensions and visits by text on the server (lot-search-results.tsx). Arrow keys move,
// Enter opens, Escape closes.
import { Spotlight } from '@mantine/spotlight';
import { useCallback, useMemo, useState } from 'react';
import { useLocation } from 'wouter';
import type { MenuItem, Module } from '../../../contracts/menu.struct';
import { hasModule } from '../../../domain/modules/module-access';
import { useTranslate } from '../../../i18n/use-translate';
import { SessionContext } from '../../../machines/session/session.context';
import { allows, selectActiveLot, selectLots, selectModule, selectPermissions, selectProvider } from '../../../machines/session/session.selectors';
import { MenuIcon } from '../../components/menu-icon';
import { MODULE_TABS } from '../module-switch';
import { LotSearchResults } from './lot-search-results';
import { ModuleMenu } from './module-menu';
import { PaletteGroup } from './palette-group';
import { matchingLots, matchingScreens, screenEntries, type ScreenEntry } from './palette-entries';
import { paletteStore } from './palette-store';

/** The server search's permission (docs/api.md Search), and the one that opens the lot's records. */
const SEARCH_PERMISSION = 'operators.search';
const RECORDS_PERMISSION = 'parking.dashboard';

export function CommandPalette() {
  const { t, tDynamic } = useTranslate();
  const [, navigate] = useLocation();
  const session = SessionContext.useActorRef();
  const provider = SessionContext.useSelector(selectProvider);
  const current = SessionContext.useSelector(selectModule);
  const permissions = SessionContext.useSelector(selectPermissions);
  const lots = SessionContext.useSelector(selectLots);
  const lot = SessionContext.useSelector(selectActiveLot);
  const places = SessionContext.useSelector((s) => ({ lot: s.context.activeLotId, shop: s.context.activeShopId, store: s.context.activeStoreId }));
  const [query, setQuery] = useState('');
  // The menus are read the first time the palette opens, not at every page load.
  const [wanted, setWanted] = useState(false);
  const [menus, setMenus] = useState<Partial<Record<Module, MenuItem[]>>>({});

  // The nexo admin switches between the modules they have (the module tabs); anyone else has their own.
  const modules = useMemo<Module[]>(
    () => (provider === 'nexo' ? MODULE_TABS.map((tab) => tab.module).filter((m) => hasModule(permissions, m)) : current ? [current] : []),
    [provider, current, permissions],
  );
  const onRead = useCallback((module: Module, items: MenuItem[]) => setMenus((known) => ({ ...known, [module]: items })), []);
  // Built at each render, so the labels follow the language (a few dozen entries: the fuzzy index is cheap).
  const screens = modules.flatMap((m) => screenEntries(m, menus[m] ?? [], permissions, tDynamic));
  const moduleLabel = (m: Module) => {
    const tab = MODULE_TABS.find((x) => x.module === m);
    return tab ? t(tab.label) : m;
  };
  const placeReady = (m: Module) =>
    m === 'parking' || m === 'operator' ? places.lot !== null : m === 'shopping' ? places.shop !== null : m === 'salesman' ? places.store !== null : true;

  const open = (path: string) => navigate(path);
  const openScreen = (entry: ScreenEntry) => {
    if (entry.module !== current) session.send({ type: 'session.switchModule', module: entry.module });
    navigate(entry.path);
  };

  const shownScreens = matchingScreens(screens, query);
  const shownLots = matchingLots(lots, query);
  const grouped = modules.length > 1;
  const nothingElse = shownScreens.length === 0 && shownLots.length === 0;
  const canSearch = allows(permissions, SEARCH_PERMISSION);

  return (
    <Spotlight.Root
      store={paletteStore}
      query={query}
      onQueryChange={setQuery}
      shortcut={['mod + K']}
      // Ctrl+K opens the palette from a form field too.
      tagsToIgnore={[]}
      onSpotlightOpen={() => setWanted(true)}
      scrollable
      maxHeight={480}
      // A selected entry's description in full colour: Spotlight's 70 % misses AA on the filled background.
      styles={{ action: { '--action-description-opacity': 1 } }}
      title={t('palette.title')}
    >
      {wanted ? modules.map((m) => <ModuleMenu key={m} module={m} onRead={onRead} />) : null}
      <Spotlight.Search aria-label={t('palette.search')} placeholder={t('palette.placeholder')} />
      <Spotlight.ActionsList aria-label={t('palette.title')}>
        {modules.map((m) => {
          const entries = shownScreens.filter((s) => s.module === m);
          if (entries.length === 0) return null;
          return (
            <PaletteGroup key={m} label={grouped ? t('palette.screensOf', { module: moduleLabel(m) }) : t('palette.screens')}>
              {entries.map((entry) => {
                const blocked = entry.view && !placeReady(m);
                return (
                  <Spotlight.Action
                    key={entry.key}
                    label={entry.label}
                    description={blocked ? t('palette.needsPlace') : [...entry.trail, entry.path].join(' › ')}
                    leftSection={<MenuIcon name={entry.icon} />}
                    disabled={blocked}
                    onClick={() => openScreen(entry)}
                    data-path={entry.path}
                  />
                );
              })}
            </PaletteGroup>
          );
        })}
        {shownLots.length > 0 ? (
          <PaletteGroup label={t('palette.lots')}>
            {shownLots.map((l) => (
              <Spotlight.Action
                key={`lot-${l.id}`}
                label={l.name}
                description={l.id === lot?.id ? `${l.plaza_name} · ${t('palette.activeLot')}` : l.plaza_name}
                onClick={() => session.send({ type: 'session.selectLot', lotId: l.id })}
              />
            ))}
          </PaletteGroup>
        ) : null}
        {lot && canSearch ? (
          <LotSearchResults key={lot.id} lot={lot} query={query} canOpenRecords={allows(permissions, RECORDS_PERMISSION)} nothingElse={nothingElse} onOpen={open} />
        ) : nothingElse && query.trim() !== '' ? (
          <Spotlight.Empty>{t('palette.nothing')}</Spotlight.Empty>
        ) : null}
      </Spotlight.ActionsList>
    </Spotlight.Root>
  );
}
