#!/usr/bin/python3
"""The browser WebKitWebDriver starts for the WebKit run: one bare WebView per
window, so the window size is the viewport (MiniBrowser's toolbar takes 38 px
and its window cannot be narrower than 447 px, which rules out 390 px).
`--no-javascript` turns off the page's own scripts (JavaScript *markup*) while
WebDriver's scripts still run, as a visitor without JavaScript sees the page."""
import sys

import gi

gi.require_version('Gtk', '3.0')
gi.require_version('WebKit2', '4.1')
from gi.repository import Gtk, WebKit2  # noqa: E402

# WebKitWebDriver matches the session to the browser by this name (capability browserName).
APP_NAME = 'ReadyEngineBrowser'
windows = []


def create_web_view(_session):
    view = WebKit2.WebView(web_context=context, is_controlled_by_automation=True)
    if '--no-javascript' in sys.argv:
        view.get_settings().set_enable_javascript_markup(False)
    window = Gtk.Window()
    window.set_default_size(1024, 768)
    window.add(view)
    window.show_all()
    view.connect('close', lambda *_: window.destroy())
    windows.append(window)
    return view


def automation_started(_context, session):
    info = WebKit2.ApplicationInfo()
    info.set_name(APP_NAME)
    session.set_application_info(info)
    session.connect('create-web-view', create_web_view)


context = WebKit2.WebContext.new_ephemeral()
context.set_automation_allowed(True)
context.connect('automation-started', automation_started)
if '--automation' not in sys.argv:
    sys.exit('Started by WebKitWebDriver only (--automation).')
Gtk.main()
