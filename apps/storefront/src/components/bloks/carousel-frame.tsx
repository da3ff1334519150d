'use client';

import { useState, type ReactNode } from 'react';
import { fillTemplate } from '@/i18n/fill-template';
import type { Messages } from '@/i18n/messages';

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
  /**
   * The catalogue's `carousel` words: `kind` is said in place of "region" (what the whole thing
   * is), `slideKind` in place of "group" (what each slide is); `position` ("{n} of {total}") names
   * each slide and `show` ("Show slide {n}") its button.
   */
  labels: Messages['carousel'];
  slides: readonly ReactNode[];
}) {
  const [current, setCurrent] = useState(0);
  const count = slides.length;
  const go = (index: number) => setCurrent(((index % count) + count) % count);
  const slidesId = `${id}-slides`;
  const headingId = `${id}-title`;
  return (
    <section className="carousel" aria-roledescription={labels.kind} aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      <div id={slidesId} className="carousel__slides" aria-live="polite">
        {slides.map((slide, index) => (
          <div
            key={index}
            className="carousel__slide"
            role="group"
            aria-roledescription={labels.slideKind}
            aria-label={fillTemplate(labels.position, { n: index + 1, total: count })}
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
                aria-label={fillTemplate(labels.show, { n: index + 1 })}
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
