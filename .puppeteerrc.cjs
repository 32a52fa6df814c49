// Browsers come from the system (apt's chromium), never from puppeteer's own download.
module.exports = { skipDownload: true };
