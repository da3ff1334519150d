'use client';

import { useState, type ReactNode } from 'react';

export interface CarouselLabels {
  /** Said in place of "region": what the whole thing is. */
  carousel: string;
  /** Said in place of "group": what each slide is. */
  slide: string;
  previous: string;
  next: string;
  picker: string;
  /** One per slide: "Slide 2 of 3", in order. */
  positions: readonly string[];
  /** One per slide: "Show slide 2", in order. */
  shows: readonly string[];
}

/**
 * The WAI-ARIA practices' carousel without auto-rotation: one slide shows at a time; previous
 * and next buttons (wrapping round) and one button per slide change it; the slides' container
 * is a polite live region, so the new slide is read out. Each slide is a group named by its
 * position. Before scripts run the first slide shows.
 */
export function CarouselFrame({
  id,
  title,
  labels,
  slides,
}: {
  id: string;
  title: string;
  labels: CarouselLabels;
  slides: readonly ReactNode[];
}) {
  const [current, setCurrent] = useState(0);
  const count = slides.length;
  const go = (index: number) => setCurrent(((index % count) + count) % count);
  const slidesId = `${id}-slides`;
  const headingId = `${id}-title`;
  return (
    <section className="carousel" aria-roledescription={labels.carousel} aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      <div id={slidesId} className="carousel__slides" aria-live="polite">
        {slides.map((slide, index) => (
          <div
            key={index}
            className="carousel__slide"
            role="group"
            aria-roledescription={labels.slide}
            aria-label={labels.positions[index]}
            hidden={index !== current}
          >
            {slide}
          </div>
        ))}
      </div>
      {count > 1 ? (
        <div className="carousel__controls">
          <button
            type="button"
            className="carousel__step"
            aria-controls={slidesId}
            aria-label={labels.previous}
            onClick={() => go(current - 1)}
          >
            <span aria-hidden="true">‹</span>
          </button>
          <div className="carousel__picker" role="group" aria-label={labels.picker}>
            {slides.map((_, index) => (
              <button
                key={index}
                type="button"
                className="carousel__dot"
                aria-controls={slidesId}
                aria-label={labels.shows[index]}
                aria-current={index === current ? 'true' : undefined}
                onClick={() => go(index)}
              />
            ))}
          </div>
          <button
            type="button"
            className="carousel__step"
            aria-controls={slidesId}
            aria-label={labels.next}
            onClick={() => go(current + 1)}
          >
            <span aria-hidden="true">›</span>
          </button>
        </div>
      ) : null}
    </section>
  );
}
