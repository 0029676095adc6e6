import type { DataProvider } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import type { AnyResource, PageDef } from '../../../src/engine';
import { takeColdList } from '../../../src/engine/fast/PreloadList';
import { lazyScreen } from '../../../src/engine/views/lazyScreen';
import { holdBarForPage, preloadResourcePage } from '../../../src/engine/views/routes';
import { barWaits, releaseBar } from '../../../src/lib/fast/barAfterRows';
import { stores as storesDeclared } from '../../../src/resources/stores';

const listView = () => Object.assign(() => null, { preload: vi.fn(async () => () => null) });

function setup() {
  const users = { name: 'users', route: '/DataListing', fields: [], views: { list: listView() } };
  const stores = { name: 'stores', route: '/Stores', fields: [], views: { list: listView() } };
  const reference = { name: 'businessTypes', fields: [] };
  const preloadList = vi.fn(async (_name: string) => undefined);
  const dataProvider = { preloadList } as unknown as DataProvider;
  const resources = [users, stores, reference] as unknown as AnyResource[];
  return { users, stores, preloadList, dataProvider, resources };
}

describe('preloadResourcePage: the page the address opens starts before the first render', () => {
  it("a signed-in admin's list: its view's code and its records", () => {
    const { users, stores, preloadList, dataProvider, resources } = setup();
    expect(preloadResourcePage('/DataListing', resources, dataProvider, true)).toBe(true);
    expect(users.views.list.preload).toHaveBeenCalledTimes(1);
    expect(stores.views.list.preload).not.toHaveBeenCalled();
    expect(preloadList).toHaveBeenCalledWith('users');
  });

  it('a dialog over a list (/Stores/create, /Stores/:id) starts that list', () => {
    const { stores, preloadList, dataProvider, resources } = setup();
    expect(preloadResourcePage('/Stores/abc123', resources, dataProvider, true)).toBe(true);
    expect(stores.views.list.preload).toHaveBeenCalled();
    expect(preloadList).toHaveBeenCalledWith('stores');
  });

  it('nobody signed in: the code only, no call to the platform', () => {
    const { users, preloadList, dataProvider, resources } = setup();
    expect(preloadResourcePage('/DataListing', resources, dataProvider, false)).toBe(true);
    expect(users.views.list.preload).toHaveBeenCalled();
    expect(preloadList).not.toHaveBeenCalled();
  });

  it('other addresses (the login page, a page, another case, a longer name) start nothing', () => {
    const { users, stores, preloadList, dataProvider, resources } = setup();
    for (const path of ['/login', '/DashboardHome', '/datalisting', '/StoresX', '/'])
      expect(preloadResourcePage(path, resources, dataProvider, true)).toBe(false);
    expect(users.views.list.preload).not.toHaveBeenCalled();
    expect(stores.views.list.preload).not.toHaveBeenCalled();
    expect(preloadList).not.toHaveBeenCalled();
  });

  it('a failed read ahead is left to the list (nothing thrown here)', async () => {
    const { preloadList, dataProvider, resources } = setup();
    preloadList.mockRejectedValueOnce(new Error('Down'));
    expect(() => preloadResourcePage('/DataListing', resources, dataProvider, true)).not.toThrow();
    await Promise.resolve();
  });

  it("the generated list the load opens renders its first rows in slices (FirstRows); a resource's own list view does not", () => {
    const { dataProvider, resources } = setup();
    const generated = { name: 'agents', route: '/AgentListing', fields: [] } as unknown as AnyResource;
    takeColdList();
    preloadResourcePage('/DataListing', resources, dataProvider, true);
    expect(takeColdList()).toBe(false);
    preloadResourcePage('/AgentListing', [generated], dataProvider, false);
    expect(takeColdList()).toBe(true);
    expect(takeColdList()).toBe(false);
  });

  it("the generated list's app bar waits for its rows only while a first frame's bar stands in for it", () => {
    const { dataProvider } = setup();
    const generated = { name: 'agents', route: '/AgentListing', fields: [] } as unknown as AnyResource;
    try {
      // The chooser left the shown frame, with its app bar.
      document.body.innerHTML = '<div id="first-frame"><div><header>Agents</header></div></div>';
      preloadResourcePage('/AgentListing', [generated], dataProvider, true);
      expect(barWaits()).toBe(true);
      releaseBar();
      // No frame on screen (a dark theme, a language without frames): the app bar comes at once.
      document.body.innerHTML = '<div id="first-frame"></div>';
      preloadResourcePage('/AgentListing', [generated], dataProvider, true);
      expect(barWaits()).toBe(false);
    } finally {
      releaseBar();
      takeColdList();
      document.body.innerHTML = '';
    }
  });

  it("a list's own row buttons made with lazyScreen start loading with it: its rows need not wait for them", () => {
    const { dataProvider } = setup();
    const load = vi.fn(async () => ({ default: () => null }));
    const Lazy = lazyScreen(load, null);
    const Plain = () => null;
    const agents = {
      name: 'agents',
      route: '/AgentListing',
      fields: [],
      list: { rowActions: ['edit', Lazy, Plain, 'delete'] },
    } as unknown as AnyResource;
    preloadResourcePage('/AgentListing', [agents], dataProvider, true);
    expect(load).toHaveBeenCalledTimes(1);
    // The declared Manage Stores list: its Mark as registered button is such a button (a
    // React.lazy one held every row until its code came).
    const custom = (storesDeclared.list?.rowActions ?? []).filter((action) => typeof action !== 'string');
    expect(custom).toHaveLength(1);
    expect(typeof (custom[0] as { preload?: unknown }).preload).toBe('function');
  });
});

describe('holdBarForPage: a page declared barAfterData holds the app bar for its first data', () => {
  const Screen = () => null;
  const pages: PageDef[] = [
    { name: 'dashboard', route: '/DashboardHome', component: Screen, barAfterData: true },
    { name: 'uploads', route: '/UploadData', component: Screen },
  ];

  it("holds it on that page's route for a signed-in admin while a frame's bar stands in, and nowhere else", () => {
    try {
      document.body.innerHTML = '<div id="first-frame"><div><header>Dashboard</header></div></div>';
      expect(holdBarForPage('/DashboardHome', pages, true)).toBe(true);
      expect(barWaits()).toBe(true);
      releaseBar();
      // Another page, another case, nobody signed in: the bar comes with the page.
      for (const [path, signedIn] of [
        ['/UploadData', true],
        ['/dashboardhome', true],
        ['/DashboardHome', false],
        ['/login', true],
      ] as const) {
        expect(holdBarForPage(path, pages, signedIn), path).toBe(false);
        expect(barWaits()).toBe(false);
      }
      // No frame on screen (a dark theme, a language without frames): nothing would stand in.
      document.body.innerHTML = '<div id="first-frame"></div>';
      expect(holdBarForPage('/DashboardHome', pages, true)).toBe(false);
      expect(barWaits()).toBe(false);
    } finally {
      releaseBar();
      document.body.innerHTML = '';
    }
  });

  it('the declared dashboard is such a page', async () => {
    const { dashboardPage } = await import('../../../src/resources/dashboard/page');
    expect(dashboardPage.barAfterData).toBe(true);
  });
});
