import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DecorativeIcon } from './decorative-icon';
import { iconFilesIn } from './icon-loading';

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
});

describe('iconFilesIn', () => {
  it('should list each icon file the page draws once', () => {
    const { container } = render(
      <>
        <DecorativeIcon src="/assets/check-A1.svg" />
        <DecorativeIcon src="/assets/star-B2.svg" />
        <DecorativeIcon src="/assets/check-A1.svg" />
      </>,
    );
    expect(iconFilesIn(container)).toEqual(['/assets/check-A1.svg', '/assets/star-B2.svg']);
  });
});
