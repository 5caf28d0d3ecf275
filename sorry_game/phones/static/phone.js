// the phone page (placeholder)
