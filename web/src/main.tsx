import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./App";
import { showFlash } from "./stores/flash";
import { startRealtime } from "./realtime";
import { loadSession } from "./stores/session";
import { startThemeSync } from "./theme/themeSync";
import "./styles.css";

startThemeSync();
showFlash();
void loadSession();
startRealtime();
const root = document.getElementById("root");
if (root) {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
