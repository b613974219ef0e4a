import { render, screen } from '@testing-library/react';
import { normaliseRuntimeConfig, setRuntimeConfig } from '@classroom/shared/config';
import { Footer } from './footer';

describe('footer (000 §2)', () => {
  it('shows support mail, app store, policies and social links from runtime config, with the year and brand', () => {
    setRuntimeConfig(
      normaliseRuntimeConfig({
        apiBaseUrl: '/api/',
        links: {
          supportEmail: 'help@example.in',
          appStore: 'https://store.example/app',
          refundPolicy: 'https://example.in/refund',
          privacyPolicy: 'https://example.in/privacy',
          terms: 'https://example.in/terms',
          social: { youtube: 'https://youtube.example/c' },
        },
      }),
    );
    render(<Footer year={2026} />);
    expect(screen.getByRole('link', { name: 'help@example.in' }).getAttribute('href')).toBe('mailto:help@example.in');
    expect(screen.getByRole('link', { name: /Get the app/ }).getAttribute('href')).toBe('https://store.example/app');
    expect(screen.getAllByRole('navigation', { name: 'Policies' })[0]!.textContent).toMatch(
      /Refund Policy.*Privacy Policy.*Terms and Conditions/,
    );
    expect(screen.getByRole('link', { name: /YouTube/ }).getAttribute('href')).toBe('https://youtube.example/c');
    expect(screen.queryByRole('link', { name: /Facebook/ })).toBeNull();
    expect(screen.getByText('© 2026 Classroom')).toBeTruthy();
  });

  it('leaves out every address runtime config does not set (never a link to nowhere)', () => {
    setRuntimeConfig(normaliseRuntimeConfig({ apiBaseUrl: '/api/' }));
    render(<Footer year={2026} />);
    expect(screen.queryAllByRole('link')).toHaveLength(0);
    expect(screen.getByText('© 2026 Classroom')).toBeTruthy();
  });
});
