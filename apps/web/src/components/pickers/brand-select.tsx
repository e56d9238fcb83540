import { useLocale } from '../../lib/i18n/use-locale';
import { NamedSelect, type PickerProps } from './named-select';
import { useAllBrands } from './picker-queries';

/** Picks a brand by its name in the active language. */
export function BrandSelect(props: PickerProps) {
  const { locale } = useLocale();
  const brands = useAllBrands();
  const options = (brands.data ?? []).map((brand) => ({ value: brand.id, label: brand.name[locale] }));
  return <NamedSelect {...props} options={options} loading={brands.isPending} />;
}
