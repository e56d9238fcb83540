import { Input, SegmentedControl, TextInput } from '@mantine/core';
import { SLIDER_TYPES, sliderInput, type Slider, type SliderInput, type SliderType } from '@matjar/shared';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { BilingualFields, DrawerForm, useFieldProps } from '../../../components/form-drawer';
import { SwitchField } from '../../../components/form-drawer/switch-field';
import { schemaValues, schemaResolver } from '../../../components/form-drawer/schema-values';
import { ImageField } from '../../../components/image-input';
import type { RecordFormProps } from '../../../components/resource';

type SliderFormValues = Omit<SliderInput, 'is_active'> & { is_active: boolean };

/**
 * A slide: which slider, its picture (the recommended size follows the slider), title,
 * button and content in both languages, the button's link and whether it shows.
 */
export function SliderForm({ record: slide, onSubmit, onCancel, type }: RecordFormProps<Slider, SliderInput> & { type?: SliderType }) {
  const { t } = useTranslation(['sliders', 'fields']);
  const form = useForm<SliderFormValues, unknown, SliderInput>({
    resolver: schemaResolver(sliderInput),
    // A new slide goes to the slider being looked at, and shows.
    defaultValues: schemaValues(sliderInput, slide, { type: slide?.type ?? type ?? 'main', is_active: slide?.is_active ?? true }),
  });
  const registered = useFieldProps(form);
  const chosenType = form.watch('type');

  return (
    <DrawerForm form={form} onSubmit={onSubmit} onCancel={onCancel} submitLabel={slide ? undefined : t('sliders:form.create')}>
      <Controller
        control={form.control}
        name="type"
        render={({ field }) => (
          <Input.Wrapper label={t('fields:type')} withAsterisk>
            <SegmentedControl
              fullWidth
              mt={4}
              value={field.value}
              onChange={field.onChange}
              data={SLIDER_TYPES.map((value) => ({ value, label: t(`sliders:types.${value}`) }))}
            />
          </Input.Wrapper>
        )}
      />
      <ImageField form={form} use={chosenType === 'about' ? 'about_slider' : 'main_slider'} current={slide?.image} required />
      <BilingualFields form={form} name="title" max={150} autoFocus />
      <BilingualFields form={form} name="button_title" max={60} />
      <TextInput
        label={t('fields:button_url')}
        withAsterisk
        dir="ltr"
        type="url"
        inputMode="url"
        autoComplete="off"
        placeholder="https://… /offers"
        description={t('sliders:form.urlHint')}
        {...registered('button_url')}
      />
      <BilingualFields form={form} name="content" max={1000} multiline />
      <SwitchField form={form} name="is_active" label={t('sliders:form.active')} />
    </DrawerForm>
  );
}
