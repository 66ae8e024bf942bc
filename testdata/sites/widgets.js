// Custom elements for shadow.html.
//
//   <rating-widget>  open shadow root: five star buttons ("1 star".."5 stars")
//                    and a nested <promo-code>.
//   <promo-code>     open shadow root: "Promo code" input and "Apply" button.
//   <help-bubble>    closed shadow root: a "Help" toggle button.
(function () {
  "use strict";

  const baseStyle = `
    :host { display: block; font: inherit; color: var(--text, #1f2330); }
    button {
      font: inherit;
      font-size: 0.95rem;
      font-weight: 600;
      padding: 0.45rem 0.9rem;
      border-radius: 6px;
      border: 1px solid #c5c9d6;
      background: #fff;
      color: inherit;
      cursor: pointer;
    }
    button:hover { background: #f0f1f6; }
    button:focus-visible, input:focus { outline: 2px solid var(--accent, #4f46e5); outline-offset: 1px; }
  `;

  class PromoCode extends HTMLElement {
    constructor() {
      super();
      const root = this.attachShadow({ mode: "open" });
      root.innerHTML = `
        <style>
          ${baseStyle}
          form { display: flex; gap: 0.5rem; }
          input {
            flex: 1;
            font: inherit;
            padding: 0.45rem 0.7rem;
            border: 1px solid #c5c9d6;
            border-radius: 6px;
          }
          .result { margin: 0.5rem 0 0; font-size: 0.9rem; min-height: 1.4em; }
          .result.ok { color: var(--success, #1b7f4b); font-weight: 600; }
          .result.error { color: var(--danger, #c62828); }
        </style>
        <form novalidate>
          <input type="text" name="code" placeholder="Promo code" aria-label="Promo code" autocomplete="off">
          <button type="submit">Apply</button>
        </form>
        <p class="result" role="status"></p>
      `;
      const input = root.querySelector("input");
      const result = root.querySelector(".result");
      root.querySelector("form").addEventListener("submit", (event) => {
        event.preventDefault();
        const code = input.value.trim();
        if (code === "") {
          result.className = "result error";
          result.textContent = "Enter a promo code";
          return;
        }
        result.className = "result ok";
        result.textContent = "Code applied: " + code;
        this.dispatchEvent(new CustomEvent("promo-applied", { detail: { code }, bubbles: true, composed: true }));
      });
    }
  }

  class RatingWidget extends HTMLElement {
    constructor() {
      super();
      const root = this.attachShadow({ mode: "open" });
      let stars = "";
      for (let i = 1; i <= 5; i++) {
        const label = i === 1 ? "1 star" : i + " stars";
        stars += `<button type="button" class="star" data-value="${i}" aria-label="${label}" aria-pressed="false">★</button>`;
      }
      root.innerHTML = `
        <style>
          ${baseStyle}
          .title { font-weight: 600; margin: 0 0 0.4rem; }
          .stars { display: flex; gap: 0.25rem; }
          .star { font-size: 1.4rem; line-height: 1; padding: 0.25rem 0.45rem; color: #c5c9d6; }
          .star.on { color: #f5a623; border-color: #f5c36b; background: #fff8ea; }
          .status { margin: 0.5rem 0 1.25rem; font-size: 0.9rem; color: var(--muted, #5f6577); min-height: 1.4em; }
          .promo-title { font-weight: 600; margin: 0 0 0.4rem; }
        </style>
        <p class="title" id="rating-label"></p>
        <div class="stars" role="group" aria-labelledby="rating-label">${stars}</div>
        <p class="status" role="status"></p>
        <p class="promo-title">Have a promo code?</p>
        <promo-code></promo-code>
      `;
      const buttons = Array.from(root.querySelectorAll(".star"));
      const status = root.querySelector(".status");
      root.querySelector(".stars").addEventListener("click", (event) => {
        const button = event.target.closest(".star");
        if (!button) return;
        const value = Number(button.dataset.value);
        buttons.forEach((b) => {
          const on = Number(b.dataset.value) <= value;
          b.classList.toggle("on", on);
          b.setAttribute("aria-pressed", String(Number(b.dataset.value) === value));
        });
        this.setAttribute("value", String(value));
        status.textContent = "You rated this " + value + " out of 5";
      });
    }

    connectedCallback() {
      const product = this.getAttribute("product") || "this product";
      this.shadowRoot.getElementById("rating-label").textContent = "Rate " + product;
    }
  }

  class HelpBubble extends HTMLElement {
    constructor() {
      super();
      // Closed: the shadow root is kept private to this closure.
      const root = this.attachShadow({ mode: "closed" });
      root.innerHTML = `
        <style>
          ${baseStyle}
          :host { position: relative; display: inline-block; }
          .toggle { border-radius: 999px; width: 2rem; height: 2rem; padding: 0; }
          .panel {
            position: absolute;
            right: 0;
            top: calc(100% + 0.4rem);
            z-index: 5;
            width: 240px;
            background: #1f2330;
            color: #fff;
            border-radius: 6px;
            padding: 0.6rem 0.8rem;
            font-size: 0.85rem;
          }
          .panel[hidden] { display: none; }
        </style>
        <button type="button" class="toggle" aria-label="Help" aria-expanded="false">?</button>
        <div class="panel" role="tooltip" hidden>Need help? Email support@example.test.</div>
      `;
      const toggle = root.querySelector(".toggle");
      const panel = root.querySelector(".panel");
      toggle.addEventListener("click", () => {
        panel.hidden = !panel.hidden;
        toggle.setAttribute("aria-expanded", String(!panel.hidden));
      });
    }
  }

  customElements.define("promo-code", PromoCode);
  customElements.define("rating-widget", RatingWidget);
  customElements.define("help-bubble", HelpBubble);
})();
