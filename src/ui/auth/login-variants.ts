// What differs between the sign-in screens (spec 2 §2): the logo, the title and whether the user is an e-mail.
import type { MessageKey } from '../../i18n/i18n';
import type { LoginVariant } from '../screen.types';

export const LOGIN_VARIANTS: Record<LoginVariant, { logo: string; title: MessageKey }> = {
  parking: { logo: 'parking', title: 'login.title.parking' },
  product: { logo: 'nexo', title: 'login.title.product' },
  shopping: { logo: 'shopping', title: 'login.title.shopping' },
  plazas: { logo: 'parking', title: 'login.title.plazas' },
  operator: { logo: 'operator', title: 'login.title.operator' },
  salesman: { logo: 'salesman', title: 'login.title.salesman' },
  reset: { logo: 'parking', title: 'reset.title' },
};
