import { Button, TextInput } from '@mantine/core';
import { IconTicket } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/i18n/use-translation';

interface CouponFieldProps {
  value: string;
  onChange: (code: string) => void;
  onApply: () => void;
  applying: boolean;
  /** The coupon's discount once the quote accepted it ("SAVE10 takes EGP 50.00 off"). */
  applied?: string | undefined;
  /** The refusal, in the request's language ("This coupon has expired"). */
  error?: string | undefined;
}

/** The coupon code a customer gives on the phone: typed, then applied through the server's quote. */
export function CouponField({ value, onChange, onApply, applying, applied, error }: CouponFieldProps) {
  const { t } = useTranslation('orders');
  return (
    <TextInput
        label={t('create.coupon')}
        description={applied ?? t('create.couponHint')}
        leftSection={<IconTicket size={16} />}
        autoComplete="off"
        maxLength={64}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
        onKeyDown={(event) => {
          // Enter applies the code rather than submitting the whole order.
          if (event.key === 'Enter') {
            event.preventDefault();
            onApply();
          }
        }}
        error={error}
        // A Latin code keeps its own direction; the Apply button stays at the field's end in either language.
        styles={{ input: { unicodeBidi: 'plaintext' }, description: applied ? { color: 'var(--mantine-color-teal-9)' } : undefined }}
        rightSectionWidth={92}
        rightSection={
          <Button size="compact-sm" variant="light" onClick={onApply} loading={applying}>
            {t('create.applyCoupon')}
          </Button>
        }
      />
  );
}
