import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DecorativeIcon } from './decorative-icon';
import { iconSource } from './icon-loading';

describe('DecorativeIcon', () => {
  it('should be hidden from assistive technology, sized from the start, its file in --icon', () => {
    const { container } = render(<DecorativeIcon src="/assets/cloud-Ab12.svg" size={20} />);
    const icon = container.firstElementChild as HTMLElement;
    expect(icon.tagName).toBe('SPAN');
    expect(icon).toHaveAttribute('aria-hidden', 'true');
    expect(icon.style.getPropertyValue('--icon')).toBe('url(/assets/cloud-Ab12.svg)');
    const style = getComputedStyle(icon);
    expect(style.width).toBe('20px');
    expect(style.height).toBe('20px');
  });

  // That it then draws the file named around it, the browser tests check (jsdom does not inherit --icon).
  it('should leave the file to an element around it when it names none itself', () => {
    const { container } = render(
      <ul style={iconSource('/assets/check-A1.svg')}>
        <li>
          <DecorativeIcon />
        </li>
      </ul>,
    );
    const icon = container.querySelector('span') as HTMLElement;
    expect(icon.getAttribute('style')).toBeNull();
  });
});
