import React from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { StandaloneRoot } from './app/standalone-root';

/**
 * single-spa lifecycles of remote-admin (exposed as `./lifecycles`): mounts the area with its own providers,
 * for the standalone page or any single-spa root config.
 */
const lifecycles = singleSpaReact({
  React,
  ReactDOMClient,
  rootComponent: StandaloneRoot,
  renderType: 'createRoot',
  errorBoundary: (error: Error) => <p role="alert">remote-admin failed: {error.message}</p>,
});

export const { bootstrap, mount, unmount } = lifecycles;
