import { Anchor, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useLocale } from '../../../lib/i18n/use-locale';
import type { PlaceRow, PlaceScope } from '../places-resource';

/** The name in the active language (a link to the level below, where there is one), the other language under it. */
export function PlaceNameCell({ scope, place }: { scope: PlaceScope; place: PlaceRow }) {
  const { locale } = useLocale();
  const other = locale === 'ar' ? 'en' : 'ar';
  const name = place.name[locale];
  const id = String(place.id);
  const link =
    scope.level === 'countries' ? (
      <Anchor renderRoot={(props) => <Link {...props} to="/dashboard/countries/$country/governorates" params={{ country: id }} />} fz="sm" fw={500}>
        {name}
      </Anchor>
    ) : scope.level === 'governorates' ? (
      <Anchor
        renderRoot={(props) => <Link {...props} to="/dashboard/countries/$country/governorates/$governorate/cities" params={{ country: String(scope.countryId), governorate: id }} />}
        fz="sm"
        fw={500}
      >
        {name}
      </Anchor>
    ) : (
      <Text span fz="sm" fw={500}>
        {name}
      </Text>
    );
  // Each line only as wide as its text, at the start edge: a full-width line in the other
  // language's direction would align to the opposite edge (English under Arabic, on the left).
  return (
    <Stack gap={0} align="flex-start">
      {link}
      <Text span fz="xs" c="dimmed" lang={other} dir={other === 'ar' ? 'rtl' : 'ltr'}>
        {place.name[other]}
      </Text>
    </Stack>
  );
}
