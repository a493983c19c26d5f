import { type ComponentType, createContext } from 'react';

/** The remote page the server renders into this page, with its data already fetched. */
export interface ServerPage {
  /** `remote/module` */
  key: string;
  Component: ComponentType;
}

/** Set only while the server renders a remote's page; the browser never provides it. */
export const ServerPageContext = createContext<ServerPage | null>(null);
