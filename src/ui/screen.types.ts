// What every routed screen receives, so the route table can hold screens of any feature.
import type { ComponentType, LazyExoticComponent } from 'react';
import type { Provider } from '../contracts/auth.struct';
import type { MessageKey } from '../i18n/i18n';
import type { GuardedRoute, RouteParams } from './shell/route-match';

export type LoginVariant = 'parking' | 'product' | 'shopping' | 'plazas' | 'operator' | 'salesman' | 'reset';

/** Route metadata of a sign-in screen (spec 2 §2): which variant, which provider, whether the user is an e-mail. */
export type LoginMeta = { variant: LoginVariant; provider: Provider; requiresUser: boolean };

export type ScreenProps = { params: RouteParams; route: AppRoute };

export type Screen = LazyExoticComponent<ComponentType<ScreenProps>>;

export type AppRoute = GuardedRoute & {
  name: string;
  /** The page title, the heading of a screen that serves several routes (search, search-out). */
  title?: MessageKey;
  login?: LoginMeta;
  screen?: Screen;
};
