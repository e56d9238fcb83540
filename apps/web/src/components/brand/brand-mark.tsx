import { Text } from '@mantine/core';
import { PRODUCT_NAME } from '@matjar/shared';
import classes from './brand-mark.module.css';

/** The product's logo: a shopping bag drawn in CSS-sized SVG, and the wordmark. */
export function BrandMark({ size = 32, inverted = false, withName = true }: { size?: number; inverted?: boolean; withName?: boolean }) {
  return (
    <span className={classes.root} data-inverted={inverted || undefined}>
      <svg className={classes.logo} width={size} height={size} viewBox="0 0 32 32" aria-hidden="true">
        <rect width="32" height="32" rx="9" className={classes.tile} />
        <path d="M9 12.5h14l-1.4 10.2a2 2 0 0 1-2 1.8h-7.2a2 2 0 0 1-2-1.8z" className={classes.bag} />
        <path d="M12.5 12.5V11a3.5 3.5 0 0 1 7 0v1.5" className={classes.handle} />
      </svg>
      {withName && (
        <Text component="span" fw={700} fz={size * 0.6} className={classes.name} lang="en">
          {PRODUCT_NAME}
        </Text>
      )}
    </span>
  );
}
