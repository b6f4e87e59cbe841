// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Link, MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ScrollToTop } from './ScrollToTop';

let scrollTo: ReturnType<typeof vi.fn>;

beforeEach(() => {
  scrollTo = vi.fn();
  vi.stubGlobal('scrollTo', scrollTo);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderAt(route: string) {
  render(
    <MemoryRouter initialEntries={[route]}>
      <ScrollToTop />
      <Link to="/search">Buy Cars</Link>
      <Link to="/search?make=BMW">BMW</Link>
      <Link to="/faq#payment">Payment question</Link>
    </MemoryRouter>,
  );
}

describe('ScrollToTop', () => {
  it('scrolls the page to the top when the route changes', () => {
    renderAt('/');
    scrollTo.mockClear();
    fireEvent.click(screen.getByRole('link', { name: 'Buy Cars' }));
    expect(scrollTo).toHaveBeenCalledTimes(1);
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });

  it('keeps the place when only the query string changes (a filter on the same page)', () => {
    renderAt('/search');
    scrollTo.mockClear();
    fireEvent.click(screen.getByRole('link', { name: 'BMW' }));
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('leaves a link to an anchor to the browser', () => {
    renderAt('/');
    scrollTo.mockClear();
    fireEvent.click(screen.getByRole('link', { name: 'Payment question' }));
    expect(scrollTo).not.toHaveBeenCalled();
  });
});
