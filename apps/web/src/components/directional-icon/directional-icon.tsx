import type { IconProps, TablerIcon } from '@tabler/icons-react';
import classes from './directional-icon.module.css';

/**
 * An icon that points along the reading direction — back and forward arrows, undo, next and
 * previous chevrons, breadcrumb separators, a sidebar toggle — drawn for English and
 * mirrored in Arabic. The one way the app turns such icons round, so none is forgotten.
 */
export function DirectionalIcon({ icon: Glyph, className, ...props }: IconProps & { icon: TablerIcon }) {
  return <Glyph aria-hidden {...props} className={className ? `${classes.directional} ${className}` : classes.directional} />;
}
