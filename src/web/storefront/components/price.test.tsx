import '@testing-library/jest-dom/vitest';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import '../../test-support/render.tsx';
import { percentOff, Price } from './price.tsx';

describe('Price', () => {
  it('shows rupees with Indian grouping, and a unit when given', () => {
    const { container } = render(<Price price="123456" unit="/ piece" />);
    expect(container).toHaveTextContent('Price: ₹1,23,456/ piece');
    expect(container.querySelector('s')).toBeNull();
  });

  it('shows a lower discount price and strikes the original through, naming both for screen readers', () => {
    const { container } = render(<Price price="1500" discountPrice="1200" />);
    expect(container.querySelector('strong')).toHaveTextContent('₹1,200');
    expect(container.querySelector('s')).toHaveTextContent('Original price: ₹1,500');
    expect(container).toHaveTextContent('Discounted price: ₹1,200');
    expect(container).toHaveTextContent('20% off');
  });

  it('ignores a discount that is not below the price', () => {
    for (const discount of ['1500', '1600', '', null]) {
      const { container, unmount } = render(<Price price="1500" discountPrice={discount} />);
      expect(container.querySelector('s')).toBeNull();
      expect(container.querySelector('strong')).toHaveTextContent('₹1,500');
      unmount();
    }
  });

  it('rounds the percentage down', () => {
    expect(percentOff('999', '500')).toBe(49);
    expect(percentOff('100.50', '100')).toBe(0);
    expect(percentOff('0', '0')).toBe(0);
  });
});
