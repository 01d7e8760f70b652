// A brand's logo (admin module, Brands): read with the session's token from the admin's address of it; the brand's
// initials until then, or without one.
import { Avatar } from '@mantine/core';
import type { AdminBrand } from '../../../contracts/admin-brands.struct';
import { useTranslate } from '../../../i18n/use-translate';
import { StoredImage } from '../../components/stored-image';

/** The brand's logo, read with the session's token; its initials until then or without one. */
export function BrandLogo({ brand, size }: { brand: Pick<AdminBrand, 'name' | 'logo_url'>; size: number }) {
  const { t } = useTranslate();
  const initials = <Avatar size={size} radius="sm" alt={t('adminBrands.logo')}>{brand.name.slice(0, 2).toUpperCase()}</Avatar>;
  return brand.logo_url ? (
    <StoredImage key={brand.logo_url} address={brand.logo_url} alt={t('adminBrands.logo')} fallback={initials} render={(url, alt) => <Avatar src={url} size={size} radius="sm" alt={alt} />} />
  ) : (
    initials
  );
}
