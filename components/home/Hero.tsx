import { HERO_HEIGHT, HERO_IMAGES, HERO_WIDTH } from './hero-images';
import { ScrollLink } from './ScrollLink';
import styles from './Hero.module.css';

/**
 * Three pictures taking turns on an 18 s cycle, 6 s apart, by CSS alone; the motion stops for visitors
 * who ask for reduced motion. Every picture has a fixed size box, so nothing moves while they load.
 */
export function Hero() {
  return (
    <section className={styles.hero} aria-labelledby="hero-heading">
      <div className={styles.slides}>
        {HERO_IMAGES.map((image, i) => (
          <picture key={image.name} className={styles.slide}>
            <source
              type="image/webp"
              srcSet={`/images/${image.name}-800.webp 800w, /images/${image.name}-1600.webp 1600w`}
              sizes="100vw"
            />
            <img
              src={`/images/${image.name}-1600.jpg`}
              alt={image.alt}
              width={HERO_WIDTH}
              height={HERO_HEIGHT}
              loading={i === 0 ? 'eager' : 'lazy'}
              fetchPriority={i === 0 ? 'high' : 'low'}
              decoding="async"
            />
          </picture>
        ))}
      </div>
      <div className={styles.caption}>
        <h1 id="hero-heading" className={styles.heading}>
          Welcome to the competitions website
        </h1>
        <div className={styles.buttons}>
          <ScrollLink targetId="competitions" className={styles.button}>
            COMPETITIONS
          </ScrollLink>
          <ScrollLink targetId="upcoming" className={styles.button}>
            UPCOMING
          </ScrollLink>
        </div>
      </div>
    </section>
  );
}
