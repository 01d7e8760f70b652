// The sidebar menu (spec 1 §2.2): nested to three levels; entries marked `view` stay disabled until a lot
// or shop is active (spec 2 §2 lot selection).
import { NavLink } from '@mantine/core';
import type { MouseEvent } from 'react';
import { useLocation } from 'wouter';
import type { MenuItem } from '../../../contracts/menu.struct';
import { useTranslate } from '../../../i18n/use-translate';
import { MenuIcon } from '../../components/menu-icon';
import { containsPath } from './menu-filter';

type Props = { items: readonly MenuItem[]; hasActivePlace: boolean; onNavigate?: () => void };

export function MenuTree({ items, hasActivePlace, onNavigate }: Props) {
  return (
    <div>
      {items.map((item) => (
        <MenuEntry key={`${item.translate}-${item.path ?? ''}`} item={item} hasActivePlace={hasActivePlace} onNavigate={onNavigate} />
      ))}
    </div>
  );
}

function MenuEntry({ item, hasActivePlace, onNavigate }: { item: MenuItem } & Omit<Props, 'items'>) {
  const { tDynamic } = useTranslate();
  const [location, navigate] = useLocation();
  const disabled = item.view && !hasActivePlace;
  const label = tDynamic(item.translate);
  const icon = <MenuIcon name={item.icon} />;

  if (item.children && item.children.length > 0) {
    return (
      // A button, so a parent is reachable by keyboard (an <a> without href is not focusable).
      <NavLink component="button" type="button" label={label} leftSection={icon} disabled={disabled} aria-disabled={disabled || undefined} defaultOpened={containsPath(item, location)} childrenOffset="md">
        {item.children.map((child) => (
          <MenuEntry key={`${child.translate}-${child.path ?? ''}`} item={child} hasActivePlace={hasActivePlace} onNavigate={onNavigate} />
        ))}
      </NavLink>
    );
  }

  const path = item.path ?? '/';
  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    if (disabled) return;
    navigate(path);
    onNavigate?.();
  };
  return (
    <NavLink
      href={path}
      label={label}
      leftSection={icon}
      active={location === path}
      aria-current={location === path ? 'page' : undefined}
      disabled={disabled}
      aria-disabled={disabled || undefined}
      onClick={open}
    />
  );
}
