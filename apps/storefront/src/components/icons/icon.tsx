import { ICON_NAMES, ICON_PATHS, type IconName } from './icon-paths';

/** One icon from the sprite; decorative (aria-hidden): the control around it carries the name. */
export function Icon({ name, className = 'icon' }: { name: IconName; className?: string }) {
  return (
    <svg className={className} aria-hidden="true" focusable="false" viewBox="0 0 24 24">
      <use href={`#i-${name}`} />
    </svg>
  );
}

/** The sprite every page carries once (hidden); <Icon> refers to its symbols. */
export function IconSprite() {
  return (
    <svg aria-hidden="true" focusable="false" width="0" height="0" style={{ position: 'absolute' }}>
      {ICON_NAMES.map((name) => (
        <symbol key={name} id={`i-${name}`} viewBox="0 0 24 24">
          <path d={ICON_PATHS[name]} />
        </symbol>
      ))}
    </svg>
  );
}
