import re
from playwright.sync_api import Page, expect


def test_example(page: Page) -> None:
    page.goto("http://127.0.0.1:18301/shop.html")
    page.locator("article").filter(has_text="Wool Scarf").get_by_role("button", name="Add to cart").click()
    page.get_by_test_id("cart-link").click()
    page.get_by_role("button", name="Checkout").click()
    page.get_by_label("Full name").fill("Ann Lee")
    page.get_by_label("Address").fill("1 Main St")
    page.get_by_label("City").fill("Springfield")
    page.get_by_label("Country").select_option("US")
    page.get_by_label("Express").check()
    page.get_by_label("I accept the terms").check()
    page.get_by_role("button", name="Place order").click()
    expect(page).to_have_url(re.compile(r".*confirmation"))
