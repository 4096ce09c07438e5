// How the tests and the measuring scripts start Chromium: the machine's build (CHROMIUM_PATH to change it),
// without the background work (updates, sync, network probes) that only slows a shared two-core machine
// and adds noise to what a script measures.
export const chromiumLaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
  ],
}
