// Shared helpers for the Reprise demo site: cart storage, price formatting and
// lookup tables used by the shop, cart, checkout and confirmation pages.
(function () {
  "use strict";

  const CART_KEY = "reprise-demo-cart";

  const COUNTRIES = {
    US: "United States",
    CA: "Canada",
    GB: "United Kingdom",
    DE: "Germany",
    FR: "France",
    NL: "Netherlands",
    JP: "Japan",
    AU: "Australia",
  };

  const SHIPPING = {
    standard: { label: "Standard", cents: 0 },
    express: { label: "Express", cents: 999 },
    overnight: { label: "Overnight", cents: 2499 },
  };

  const PAYMENT = { card: "Card", paypal: "PayPal" };

  function readCart() {
    try {
      const lines = JSON.parse(localStorage.getItem(CART_KEY) || "[]");
      return Array.isArray(lines) ? lines : [];
    } catch (e) {
      return [];
    }
  }

  function writeCart(lines) {
    localStorage.setItem(CART_KEY, JSON.stringify(lines));
    updateCartCount();
  }

  function addToCart(item) {
    const lines = readCart();
    const line = lines.find((l) => l.id === item.id);
    if (line) {
      line.qty += 1;
    } else {
      lines.push({ id: item.id, name: item.name, price: item.price, qty: 1 });
    }
    writeCart(lines);
  }

  function setQuantity(id, qty) {
    const lines = readCart();
    const line = lines.find((l) => l.id === id);
    if (line) {
      line.qty = qty;
      writeCart(lines);
    }
  }

  function removeFromCart(id) {
    writeCart(readCart().filter((l) => l.id !== id));
  }

  function clearCart() {
    writeCart([]);
  }

  function cartCount() {
    return readCart().reduce((n, l) => n + l.qty, 0);
  }

  function cartSubtotal() {
    return readCart().reduce((sum, l) => sum + l.price * l.qty, 0);
  }

  function formatPrice(cents) {
    return "$" + (cents / 100).toFixed(2);
  }

  function updateCartCount() {
    const n = cartCount();
    document.querySelectorAll("[data-cart-count]").forEach((el) => {
      el.textContent = "Cart (" + n + ")";
    });
  }

  // hashString returns a deterministic 32-bit FNV-1a hash of s.
  function hashString(s) {
    let h = 0x811c9dc5;
    for (let i = 0; i < s.length; i++) {
      h ^= s.charCodeAt(i);
      h = Math.imul(h, 0x01000193) >>> 0;
    }
    return h;
  }

  document.addEventListener("DOMContentLoaded", updateCartCount);
  window.addEventListener("storage", updateCartCount);

  window.Demo = {
    COUNTRIES,
    SHIPPING,
    PAYMENT,
    readCart,
    addToCart,
    setQuantity,
    removeFromCart,
    clearCart,
    cartCount,
    cartSubtotal,
    formatPrice,
    updateCartCount,
    hashString,
  };
})();
