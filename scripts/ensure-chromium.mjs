// Makes sure Debian's Chromium is there for the end-to-end tests; installs it when running as root.
import { existsSync } from 'node:fs'
import { execSync } from 'node:child_process'

const BROWSER = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

if (!existsSync(BROWSER)) {
  if (process.getuid?.() === 0) {
    console.log("Chromium is missing: installing Debian's chromium package…")
    execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', {
      stdio: 'inherit',
    })
  } else {
    console.error(
      `Chromium was not found at ${BROWSER}.\nInstall it with:  sudo apt-get install -y chromium\n(or set CHROMIUM_PATH to a Chromium binary).`,
    )
    process.exit(1)
  }
}
