import classes from './auth-layout.module.css';

/**
 * A decorative glimpse of the product drawn with CSS: an order card and a sales chart
 * floating over the gradient. Hidden from assistive technology; no images are fetched.
 */
export function WelcomeArt() {
  return (
    <div className={classes.art} aria-hidden="true">
      <div className={classes.artCard}>
        <span className={classes.artAvatar} />
        <span className={classes.artLines}>
          <span />
          <span />
        </span>
        <span className={classes.artPill} />
      </div>
      <div className={`${classes.artCard} ${classes.artChart}`}>
        {[38, 62, 45, 80, 58, 92, 70].map((height, index) => (
          <span key={index} style={{ blockSize: `${height}%` }} />
        ))}
      </div>
    </div>
  );
}
