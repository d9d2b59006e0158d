import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { renderApp } from '@/testing/render-app';
import { ErrorBoundary, RouteErrorFallback } from './error-boundary';
import { ErrorPage } from './error-page';

function Throws({ error }: { error: unknown }): never {
  throw error;
}

describe('ErrorPage', () => {
  it('shows the message as the title and the status', () => {
    renderApp(<ErrorPage status={404} message="This page could not be found" />);

    expect(
      screen.getByRole('heading', { level: 1, name: 'This page could not be found' }),
    ).toBeTruthy();
    expect(screen.getByText('404')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the home page' }).getAttribute('href')).toBe(
      '/',
    );
  });

  it('links to the site home also inside a nested route (the account area)', () => {
    renderApp(
      <Router base="/authorized/account">
        <ErrorPage status={404} message="This page could not be found" />
      </Router>,
    );
    expect(screen.getByRole('link', { name: 'Back to the home page' }).getAttribute('href')).toBe(
      '/',
    );
  });

  it('defaults the status to 500', () => {
    renderApp(<ErrorPage message="Something broke" />);

    expect(screen.getByText('500')).toBeTruthy();
  });
});

describe('route errors', () => {
  it('turn into the error page with the error status and message', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const error = Object.assign(new Error('Forbidden: not your fleet'), { statusCode: 403 });

    renderApp(
      <ErrorBoundary fallback={(caught) => <RouteErrorFallback error={caught} />}>
        <Throws error={error} />
      </ErrorBoundary>,
    );

    expect(
      screen.getByRole('heading', { level: 1, name: 'Forbidden: not your fleet' }),
    ).toBeTruthy();
    expect(screen.getByText('403')).toBeTruthy();
  });

  it('fall back to a bare notice when showing the error page fails', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});

    // An error object whose message cannot even be read.
    const hostile = {
      get message(): string {
        throw new Error('boom');
      },
    };
    renderApp(
      <ErrorBoundary fallback={() => <RouteErrorFallback error={hostile} />}>
        <Throws error={new Error('first failure')} />
      </ErrorBoundary>,
    );

    expect(
      screen.getByRole('heading', {
        level: 1,
        name: 'An error occurred while showing the error page',
      }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go back to home' }).getAttribute('href')).toBe('/');
  });
});
