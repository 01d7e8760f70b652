// The sidebar's icons, named by the server's menu data (server/menus.ts). Simple 24px stroke drawings; an
// unknown name gets a dot rather than nothing, so a new menu entry never breaks the layout.
const PATHS: Record<string, string> = {
  building: 'M4 21V4h10v17M14 9h6v12M7 8h4M7 12h4M7 16h4M2 21h20',
  'building-store': 'M3 21h18M4 21V10M20 21V10M3 7l2-4h14l2 4a3 3 0 0 1-6 0a3 3 0 0 1-6 0a3 3 0 0 1-6 0M9 21v-5h6v5',
  chart: 'M4 20V10M10 20V4M16 20v-7M22 20H2',
  'chart-pie': 'M12 3a9 9 0 1 0 9 9h-9zM15 3.5A9 9 0 0 1 20.5 9H15z',
  coin: 'M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18M14.5 9a2.5 2 0 0 0-2.5-1.5c-1.5 0-2.5.8-2.5 2s1 1.7 2.5 2s2.5.8 2.5 2s-1 2-2.5 2a2.5 2 0 0 1-2.5-1.5M12 6v1.5M12 16.5V18',
  edit: 'M4 20h4L19 9l-4-4L4 16zM13 7l4 4',
  calendar: 'M4 6h16v15H4zM4 10h16M8 3v4M16 3v4',
  car: 'M5 17h14v-5l-2-5H7l-2 5zM5 12h14M7 17v2M17 17v2M8 14h.01M16 14h.01',
  list: 'M9 6h11M9 12h11M9 18h11M4 6h.01M4 12h.01M4 18h.01',
  door: 'M6 21V3h12v18M3 21h18M14 12h.01',
  'door-exit': 'M13 21H5V3h8M10 12h11M18 9l3 3l-3 3',
  receipt: 'M6 3h12v18l-3-2l-3 2l-3-2l-3 2zM9 8h6M9 12h6M9 16h4',
  discount: 'M9 15l6-6M9.5 9.5h.01M14.5 14.5h.01M12 3l2.4 2.1l3.1-.5l.9 3l2.6 1.8l-1.2 2.9l1.2 2.9l-2.6 1.8l-.9 3l-3.1-.5L12 21l-2.4-2.1l-3.1.5l-.9-3L3 14.6l1.2-2.9L3 8.8l2.6-1.8l.9-3l3.1.5z',
  cash: 'M3 7h18v10H3zM12 9.5a2.5 2.5 0 1 0 0 5a2.5 2.5 0 1 0 0-5M6 10v4M18 10v4',
  users: 'M9 11a4 4 0 1 0 0-8a4 4 0 0 0 0 8M2 21v-1a6 6 0 0 1 12 0v1M16 3.5a4 4 0 0 1 0 7.5M18 14a6 6 0 0 1 4 6v1',
  news: 'M4 5h13v14H6a2 2 0 0 1-2-2zM17 9h3v8a2 2 0 0 1-2 2M7 9h7M7 13h7M7 16h4',
  'map-pin': 'M12 21s-7-6.5-7-12a7 7 0 0 1 14 0c0 5.5-7 12-7 12M12 11a2 2 0 1 0 0-4a2 2 0 0 0 0 4',
  search: 'M10 17a7 7 0 1 0 0-14a7 7 0 0 0 0 14M21 21l-6-6',
  history: 'M3 12a9 9 0 1 0 3-6.7L3 8M3 3v5h5M12 7v5l3 3',
  inbox: 'M4 4h16v16H4zM4 13h5l1 3h4l1-3h5',
  tag: 'M3 12V3h9l9 9l-9 9zM7.5 7.5h.01',
  package: 'M12 3l8 4.5v9L12 21l-8-4.5v-9zM12 12l8-4.5M12 12v9M12 12L4 7.5M16 5.3L8 9.8',
  gift: 'M3 8h18v4H3zM5 12v9h14v-9M12 8v13M12 8S10 3 7.5 4S9 8 12 8s4.5-3 4.5-4S14 3 12 8',
  lock: 'M5 11h14v10H5zM8 11V7a4 4 0 0 1 8 0v4M12 15v2',
  category: 'M4 4h6v6H4zM14 4h6v6h-6zM4 14h6v6H4zM17 14a3 3 0 1 0 0 6a3 3 0 0 0 0-6',
  'shopping-cart': 'M3 4h2l2.5 11h11L21 7H6M9 20h.01M18 20h.01',
  basket: 'M5 10h14l-1.5 10h-11zM9 10l3-6l3 6M9 14v3M15 14v3',
  'credit-card': 'M3 6h18v12H3zM3 10h18M7 15h4',
  settings: 'M4 6h9M17 6h3M15 4v4M4 12h3M11 12h9M9 10v4M4 18h11M19 18h1M17 16v4',
};

export function MenuIcon({ name, size = 18 }: { name: string; size?: number }) {
  const path = PATHS[name];
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={1.8} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
      {path ? <path d={path} /> : <circle cx="12" cy="12" r="3" />}
    </svg>
  );
}
