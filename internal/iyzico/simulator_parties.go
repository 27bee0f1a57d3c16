package iyzico

// checkParties refuses an initialize (3D Secure or hosted form) whose buyer
// or addresses lack what iyzico requires: the buyer's id, name, surname,
// identityNumber (11 digits: a T.C. kimlik numarası or iyzico's
// placeholder 11111111111, never a 10-digit VKN), email,
// registrationAddress, city, country and ip; a shipping address (every
// basket item is PHYSICAL) and a billing address, each with contactName,
// city, country and address. A zipCode, when sent, is a postal code of
// digits.
func checkParties(b simBody) map[string]any {
	buyer := b.obj("buyer")
	for _, k := range []string{"id", "name", "surname", "identityNumber", "email", "registrationAddress", "city", "country", "ip"} {
		if buyer.str(k) == "" {
			return failure("5", "buyer."+k+" gönderilmesi zorunludur")
		}
	}
	if id := buyer.str("identityNumber"); len(id) != 11 || !digits(id) {
		return failure("5", "buyer.identityNumber 11 haneli olmalıdır")
	}
	if z := buyer.str("zipCode"); z != "" && !digits(z) {
		return failure("5", "buyer.zipCode geçersiz")
	}
	for _, a := range []string{"shippingAddress", "billingAddress"} {
		for _, k := range []string{"contactName", "city", "country", "address"} {
			if b.obj(a).str(k) == "" {
				return failure("5", a+"."+k+" gönderilmesi zorunludur")
			}
		}
		if z := b.obj(a).str("zipCode"); z != "" && !digits(z) {
			return failure("5", a+".zipCode geçersiz")
		}
	}
	return nil
}
